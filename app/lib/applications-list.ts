/** The id of an applicant's card in the applications list, so a link can bring it back into view. */
export const applicationAnchor = (applicationId: number) => `application-${applicationId}`;

/**
 * A project's applications list with the list's own query (sort, filters, page) carried through a confirmation and
 * back, and optionally the card to scroll to.
 */
export function applicationsListUrl(projectId: number, search: string, applicationId?: number): string {
  const query = new URLSearchParams(search);
  const hash = applicationId ? `#${applicationAnchor(applicationId)}` : "";
  return `/projects/${projectId}/applications${query.size ? `?${query}` : ""}${hash}`;
}

/** The list's query as a string to carry into a confirmation's URL ("" or "?sort=bid&…"). */
export function listQuery(params: URLSearchParams): string {
  return params.size ? `?${params}` : "";
}
