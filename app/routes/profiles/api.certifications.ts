import { createCredential, MAX_FILES_PER_CREDENTIAL } from "~/domain/credentials.server";
import { invalid } from "~/domain/errors.server";
import { CREDENTIAL_FILE_MAX_BYTES, credentialFormSchema } from "~/schemas/index.server";
import { isMultipart, methodNotAllowed, readMultipartWith, userApiAction } from "~/utils/http.server";

/** POST /api/certifications: multipart, the fields of a credential and its `files`. */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => {
      if (!isMultipart(request)) throw invalid("Send the credential as multipart/form-data with its files");
      const { input, files } = await readMultipartWith(request, credentialFormSchema, {
        purpose: "credential",
        fileField: "files",
        maxFileBytes: CREDENTIAL_FILE_MAX_BYTES,
        maxFiles: MAX_FILES_PER_CREDENTIAL,
      });
      return createCredential(user, input, files);
    },
  },
});
export const loader = () => methodNotAllowed(["POST"]);
