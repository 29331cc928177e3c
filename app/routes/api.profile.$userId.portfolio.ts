import { listPortfolio } from "~/domain/portfolio.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

export const loader = userApiLoader(({ request, params, user }) => {
  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  return listPortfolio(user, idParam(params, "userId", "Profile not found"), { page });
});
export const action = () => methodNotAllowed(["GET"]);
