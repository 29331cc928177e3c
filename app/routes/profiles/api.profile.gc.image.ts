import { setProfilePhoto } from "~/domain/profiles.server";
import { profileImageSchema } from "~/schemas/index.server";
import { fileFromDataUrl, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

export const action = userApiAction({
  PATCH: async ({ request, user }) => {
    const { logo_url } = await readJsonWith(request, profileImageSchema);
    return setProfilePhoto(user, "general_contractor", fileFromDataUrl(logo_url, "logo", "logo_url"));
  },
});
export const loader = () => methodNotAllowed(["PATCH"]);
