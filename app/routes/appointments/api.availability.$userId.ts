import { getAvailability } from "~/domain/availability.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/availability/{userId}?from=YYYY-MM-DD&to=YYYY-MM-DD (default: today and the next 90 days). */
export const loader = userApiLoader(async ({ request, params, user }) => {
  const query = new URL(request.url).searchParams;
  const days = await getAvailability(user, idParam(params, "userId", "Profile not found"), {
    from: query.get("from") || undefined,
    to: query.get("to") || undefined,
  });
  return { days };
});
export const action = () => methodNotAllowed(["GET"]);
