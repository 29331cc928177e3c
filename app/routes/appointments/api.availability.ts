import { getAvailability, setAvailability } from "~/domain/availability.server";
import { availabilityRangeSchema } from "~/schemas/index.server";
import { methodNotAllowed, userJsonAction } from "~/utils/http.server";

/** PUT /api/availability: { from, to, status, notes } for the signed-in subcontractor's own calendar. */
export const action = userJsonAction("PUT", availabilityRangeSchema, async (user, range) => {
  await setAvailability(user, range);
  return { days: await getAvailability(user, user.id, { from: range.from, to: range.to }) };
});
export const loader = () => methodNotAllowed(["PUT"]);
