import { deleteCredential, updateCredential } from "~/domain/credentials.server";
import { credentialPatchSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

const credentialId = (params: Record<string, string | undefined>) => idParam(params, "id", "Credential not found");

export const action = userApiAction({
  PATCH: async ({ request, params, user }) => {
    const { remove_file_ids, ...fields } = await readJsonWith(request, credentialPatchSchema);
    return updateCredential(user, credentialId(params), { ...fields, removeFileIds: remove_file_ids });
  },
  DELETE: async ({ params, user }) => {
    await deleteCredential(user, credentialId(params));
  },
});
export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);
