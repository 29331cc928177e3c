import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { ResumableUploader } from "~/components/documents/resumable-uploader";
import { PageContainer, PageHeader } from "~/components/page-header";
import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, FileInput, FormErrors, Input, Select } from "~/components/ui/field";
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, PLAN_FILE_ACCEPT } from "~/constants";
import { useHydrated } from "~/utils/use-hydrated";
import { planDocumentForms } from "~/schemas/constraints/plan-document";
import { getFormProps, getInputProps, getSelectProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/documents/_app.projects_.$projectId_.documents_.new";

/** The page, hydrated when reached (components/deferred-page). */
export default function UploadDocumentPage() {
  const { project, document } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const listUrl = `/projects/${project.id}/documents`;
  const formUrl = `/projects/${project.id}/documents/new${document ? `?document=${document.id}` : ""}`;
  const sending = navigation.state === "submitting" && navigation.formAction === formUrl;
  const [form, fields] = useSchemaForm(planDocumentForms["plan-document"], {
    lastResult: lastResult?.result,
    shouldValidate: "onBlur",
  });
  return (
    <PageContainer>
      <PageHeader
        title={document ? `New version of ${document.title}` : "Upload documents"}
        description={
          <>
            {project.title} ·{" "}
            <Link to={listUrl} className="underline">
              Plan room
            </Link>
          </>
        }
      />
      <Card>
        <CardContent className="pt-6">
          {hydrated ? (
            <ResumableUploader projectId={project.id} documentId={document?.id} listUrl={listUrl} />
          ) : (
            <SafeForm
              // The resumable uploader takes this form's place once the page hydrates, which it does at once (a file
              // picked here before would be lost; components/deferred-page).
              data-hydrate-now
              action={formUrl}
              encType="multipart/form-data"
              {...getFormProps(form)}
              noValidate
              className="grid gap-4"
            >
              <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
              {document ? null : (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Title" hint="Leave empty to use the file's name" meta={fields.title}>
                    <Input {...getInputProps(fields.title, { type: "text" })} />
                  </Field>
                  <Field label="Category" meta={fields.category}>
                    <Select {...getSelectProps(fields.category)}>
                      <option value="">From the file type (PDF: Drawings, photos: Photos)</option>
                      {DOCUMENT_CATEGORIES.map((value) => (
                        <option key={value} value={value}>
                          {DOCUMENT_CATEGORY_LABELS[value]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
              )}
              <Field
                label={document ? "New version" : "File"}
                hint="PDF, JPEG, PNG, HEIC, XLSX or DOCX. This form takes files up to 50 MB; bigger files (up to 250 MB) go through the uploader with JavaScript on."
                meta={{ id: "file", errorId: "file-error", errors: form.allErrors.file }}
              >
                <FileInput
                  id="file"
                  name="file"
                  type="file"
                  accept={PLAN_FILE_ACCEPT}
                  required
                  aria-describedby="file-error"
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={sending}>
                  {sending ? "Uploading…" : "Upload"}
                </Button>
                <Link to={listUrl} className="inline-flex h-10 items-center px-4 text-sm underline">
                  Cancel
                </Link>
              </div>
            </SafeForm>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
