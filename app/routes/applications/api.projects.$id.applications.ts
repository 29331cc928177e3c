import { APPLICANT_SORTS, type ApplicantSort } from "~/constants";
import { listProjectApplications } from "~/domain/applications.server";
import { idParam, methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

/** GET /api/projects/{id}/applications?sort=&status= (the owner only). */
export const loader = userApiLoader(({ request, params, user }) => {
  const query = new URL(request.url).searchParams;
  const sort = query.get("sort") ?? "newest";
  return listProjectApplications(user, idParam(params, "id", "Project not found"), {
    sort: (APPLICANT_SORTS as readonly string[]).includes(sort) ? (sort as ApplicantSort) : "newest",
    status: query.get("status") ?? "",
    page: pageParam(query),
  });
});
export const action = () => methodNotAllowed(["GET"]);
