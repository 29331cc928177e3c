import { listPortfolio } from "~/domain/portfolio.server";
import { idParam, methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

export const loader = userApiLoader(({ request, params, user }) => {
  const page = pageParam(new URL(request.url).searchParams);
  return listPortfolio(user, idParam(params, "userId", "Profile not found"), { page });
});
export const action = () => methodNotAllowed(["GET"]);
