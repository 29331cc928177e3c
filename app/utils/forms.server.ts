import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type * as z from "zod";

import type { UploadPurpose } from "~/constants";
import { DomainError } from "~/domain/errors.server";
import { assertNoRefusedParts } from "~/domain/uploads.server";
import { fileBytes, readMultipart, type IncomingFile, type MultipartLimits } from "~/infra/uploads.server";
import { formErrorReply, isMultipart } from "~/utils/http.server";
import { redirectWithToast, type Toast } from "~/utils/session.server";

const NO_FILES: MultipartLimits = { maxFileBytes: 0, maxFiles: 0 };

/**
 * A page form's body: multipart (each file over the limit is refused but every text field is kept, so the form
 * can be shown again as typed) or urlencoded.
 */
export async function readFormBody(request: Request, limits: MultipartLimits = NO_FILES) {
  if (isMultipart(request)) return readMultipart(request, limits);
  return { formData: await request.formData(), refused: [] };
}

/** The files chosen in a file input, as bytes (an input left empty gives none). */
export async function filesIn(formData: FormData, field: string): Promise<IncomingFile[]> {
  const files = formData.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
  return Promise.all(files.map(fileBytes));
}

/** What a failed form submission answers: conform's reply and the title of the message above the form. */
export type FormFailure = { result: SubmissionResult<string[]>; title: string };

type FormActionOptions<S extends z.ZodType> = {
  schema: S;
  /** A form with a file input: its field, the upload rules that apply and how many files it may carry. */
  upload?: MultipartLimits & { purpose: UploadPurpose; field: string };
  /** Calls the domain; answers where to go and the flash message to show there. */
  run: (value: z.output<S>, files: IncomingFile[]) => Promise<{ redirectTo: string; toast: Toast }>;
  /** The message and title above the form when the domain refuses (default: its own message, 'Error'). */
  failure?: (error: DomainError) => { message?: string; title?: string };
};

/**
 * The one path every page form's action takes: read the body, validate with the shared schema (400 with the
 * schema's messages), run the domain (its refusal shown in the form with its status), then Post/Redirect/Get with
 * a flash message.
 */
export async function formAction<S extends z.ZodType>(request: Request, options: FormActionOptions<S>) {
  const { formData, refused } = await readFormBody(request, options.upload);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return data<FormFailure>({ result: submission.reply(), title: "Error" }, { status: 400 });
  }
  let outcome: { redirectTo: string; toast: Toast };
  try {
    if (options.upload) assertNoRefusedParts(refused, options.upload.purpose, options.upload.maxFiles);
    const files = options.upload ? await filesIn(formData, options.upload.field) : [];
    outcome = await options.run(submission.value as z.output<S>, files);
  } catch (error) {
    const custom = error instanceof DomainError ? options.failure?.(error) : undefined;
    const failure = formErrorReply(submission, error, { message: custom?.message });
    return data<FormFailure>({ result: failure.result, title: custom?.title ?? "Error" }, { status: failure.status });
  }
  return redirectWithToast(request, outcome.redirectTo, outcome.toast);
}
