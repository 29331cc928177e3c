import { getPrivacySettings, updatePrivacySettings } from "~/domain/settings.server";
import { privacyPatchSchema } from "~/schemas/index.server";
import { readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/privacy-settings (the defaults for a new user: docs/constants.md#privacy-defaults). */
export const loader = userApiLoader(({ user }) => getPrivacySettings(user));

/** PATCH /api/privacy-settings: partial updates; 400 for values outside the enums or flags that are not booleans. */
export const action = userApiAction({
  PATCH: async ({ request, user }) => updatePrivacySettings(user, await readJsonWith(request, privacyPatchSchema)),
});
