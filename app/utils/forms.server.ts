import fs from "node:fs";

import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type * as z from "zod";

import type { UploadPurpose } from "~/constants";
import { DomainError, tooLarge } from "~/domain/errors.server";
import { assertNoRefusedParts } from "~/domain/uploads.server";
import { claimKey, fingerprintOf } from "~/infra/idempotency.server";
import {
  fileBytes,
  readMultipart,
  type IncomingFile,
  type MultipartLimits,
  type RefusedPart,
  type SpooledFile,
} from "~/infra/uploads.server";
import { FORM_TOKEN_FIELD } from "~/utils/form-fields";
import { formErrorReply, isMultipart } from "~/utils/http.server";
import { getCurrentUser, redirectWithToast, type Toast } from "~/utils/session.server";

/** conform's parsing, for an action that reads a form itself (a route importing it directly would put zod in its page). */
export { parseWithZod };

const NO_FILES: MultipartLimits = { maxFileBytes: 0, maxFiles: 0 };

/**
 * A page form's body: multipart (each file over the limit is refused but every text field is kept, so the form
 * can be shown again as typed) or urlencoded.
 */
async function readFormBody(request: Request, limits: MultipartLimits = NO_FILES) {
  if (isMultipart(request)) {
    // A text field over its limit or a broken body: nothing of the form can be shown again, only why.
    return readMultipart(request, limits).catch(() => {
      throw new Response("The form could not be read: a field is too long or the upload was cut off.", { status: 400 });
    });
  }
  return { formData: await request.formData(), refused: [], spooled: [] };
}

/** The files chosen in a file input, as bytes (an input left empty gives none). */
async function filesIn(formData: FormData, field: string): Promise<IncomingFile[]> {
  const files = formData.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
  return Promise.all(files.map(fileBytes));
}

/** What a failed form submission answers: conform's reply and the title of the message above the form. */
export type FormFailure = { result: SubmissionResult<string[]>; title: string; intent?: string };

type FormActionOptions<S extends z.ZodType> = {
  schema: S;
  /** A form with a file input: its field, the upload rules that apply and how many files it may carry. */
  upload?: MultipartLimits & { purpose: UploadPurpose; field: string };
  /**
   * A form whose one file is written to disk as it arrives (plan room files, up to 50 MB) rather than held in
   * memory: run gets it as `spooled`; whatever run leaves of it is removed afterwards.
   */
  spool?: { field: string; maxFileBytes: number; spoolTo: () => string; tooBig: string };
  /** Calls the domain; answers where to go and the flash message to show there (none for a chat message). */
  run: (value: z.output<S>, files: IncomingFile[], formData: FormData, spooled: SpooledFile[]) => Promise<Outcome>;
  /** Which of several forms on a page this is, returned with a failure so only that form shows it. */
  intent?: string;
  /** The message and title above the form when the domain refuses (default: its own message, 'Error'). */
  failure?: (error: DomainError) => { message?: string; title?: string };
};

type Outcome = { redirectTo: string; toast?: Toast };

function goTo(request: Request, { redirectTo, toast }: Outcome) {
  return toast ? redirectWithToast(request, redirectTo, toast) : redirect(redirectTo);
}

const TOKEN_PATTERN = /^[\w.:-]{1,200}$/;
/** How long a repeat waits for the first submission of its form to finish before saying so. */
const WAIT_FOR_FIRST_MS = 10_000;

/**
 * Claims the form's one-time token; a repeat of a submission that succeeded gets its outcome back, and a repeat
 * racing the first waits for it. Null means: no usable token, run as usual.
 */
async function claimFormToken(request: Request, token: FormDataEntryValue | null) {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  const { user } = await getCurrentUser(request);
  const path = new URL(request.url).pathname;
  const scope = user ? `user:${user.id}` : `anon:${path}`;
  const key = `form:${token}`;
  const fingerprint = fingerprintOf(["form", path]);
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const claim = await claimKey(scope, key, fingerprint);
    if (claim.outcome !== "in_flight" || Date.now() > deadline) return claim;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The one path every page form's action takes: read the body, validate with the shared schema (400 with the
 * schema's messages), claim the form's one-time token (a second submission of the same rendered form goes where
 * the first went, with the same flash, and writes nothing), run the domain (its refusal shown in the form with its
 * status, the token left usable), then Post/Redirect/Get with a flash message.
 */
export async function formAction<S extends z.ZodType>(request: Request, options: FormActionOptions<S>) {
  const { formData, refused, spooled } = await readFormBody(
    request,
    options.spool
      ? { maxFileBytes: options.spool.maxFileBytes, maxFiles: 1, spoolTo: options.spool.spoolTo }
      : options.upload,
  );
  try {
    return await answerForm(request, options, formData, refused, spooled);
  } finally {
    for (const file of spooled) fs.rmSync(file.path, { force: true });
  }
}

async function answerForm<S extends z.ZodType>(
  request: Request,
  options: FormActionOptions<S>,
  formData: FormData,
  refused: RefusedPart[],
  spooled: SpooledFile[],
) {
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return data<FormFailure>({ result: submission.reply(), title: "Error", intent: options.intent }, { status: 400 });
  }
  const claim = await claimFormToken(request, formData.get(FORM_TOKEN_FIELD));
  if (claim?.outcome === "replay" && claim.response) {
    return goTo(request, JSON.parse(claim.response) as Outcome);
  }
  if (claim && claim.outcome !== "run") {
    const message =
      claim.outcome === "in_flight"
        ? "This form is still being sent. Wait a moment, then reload the page."
        : "This form was already sent from another page. Reload the page and try again.";
    return data<FormFailure>(
      { result: submission.reply({ formErrors: [message] }), title: "Error", intent: options.intent },
      { status: 409 },
    );
  }
  let outcome: Outcome;
  try {
    if (options.upload) assertNoRefusedParts(refused, options.upload.purpose, options.upload.maxFiles);
    if (options.spool && refused.length > 0) {
      throw tooLarge(options.spool.tooBig, { [options.spool.field]: [options.spool.tooBig] });
    }
    const files = options.upload ? await filesIn(formData, options.upload.field) : [];
    outcome = await options.run(submission.value as z.output<S>, files, formData, spooled);
  } catch (error) {
    await claim?.release();
    const custom = error instanceof DomainError ? options.failure?.(error) : undefined;
    const failure = formErrorReply(submission, error, { message: custom?.message });
    return data<FormFailure>(
      { result: failure.result, title: custom?.title ?? "Error", intent: options.intent },
      { status: failure.status },
    );
  }
  await claim?.complete(303, JSON.stringify(outcome));
  return goTo(request, outcome);
}
