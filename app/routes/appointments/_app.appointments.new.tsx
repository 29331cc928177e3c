import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { bookAppointment, sharedProjects } from "~/domain/appointments.server";
import { listConnections } from "~/domain/connections.server";
import { conflict, invalid } from "~/domain/errors.server";
import {
  type BookingDay,
  bookingSlots,
  type BookingSlot,
  SLOT_MINUTES,
  type SlotState,
} from "~/domain/free-busy.server";
import { personCard } from "~/domain/people.server";
import { messagingPermission } from "~/domain/privacy.server";
import { getTimeZone } from "~/domain/settings.server";
import { appointmentFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { addMinutesOnClock, isTimeZone, LOCAL_DATE_TIME, zonedToUtc } from "~/lib/time-zones";
import type { UserRecord } from "~/domain/accounts.server";

export type ChosenTime = Pick<BookingSlot, "start" | "end"> & { state: SlotState | null };

/** The hour the booker picked (?start=, wall-clock on their clocks): a slot's own end and state, or an hour from it. */
function chosenTime(days: BookingDay[], start: string | null): ChosenTime | null {
  if (!start || !LOCAL_DATE_TIME.test(start)) return null;
  const slot = days.flatMap((d) => d.slots).find((s) => s.start === start);
  return slot ?? { start, end: addMinutesOnClock(start, SLOT_MINUTES), state: null };
}

/** The day whose hours are shown: the one asked for, else the chosen hour's, else the first with a free hour. */
function shownDay(days: BookingDay[], asked: string | null, chosen: ChosenTime | null): string | null {
  const wanted = asked ?? chosen?.start.slice(0, 10);
  const found = days.find((d) => d.date === wanted) ?? days.find((d) => d.slots.some((s) => s.state === "free"));
  return (found ?? days[0])?.date ?? null;
}

async function booking(user: UserRecord, personId: number, query: URLSearchParams, zone: string) {
  const projects = await sharedProjects(user.id, personId);
  const asked = Number(query.get("project_id"));
  const days = await bookingSlots(user, personId, zone);
  const chosen = chosenTime(days, query.get("start"));
  return {
    projects,
    // The project the booking started from (its page, its applicants), when the two share it.
    projectId: projects.some((p) => p.id === asked) ? asked : null,
    days,
    day: shownDay(days, query.get("day"), chosen),
    chosen,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const userId = Number(query.get("userId"));
  const zone = await getTimeZone(user);
  const card = Number.isSafeInteger(userId) && userId > 0 && userId !== user.id ? await personCard(user, userId) : null;
  const permission = card ? await messagingPermission(user, card.id) : null;
  // Someone the user may neither open nor contact is not named: an id must not tell whose it is.
  const person = card && (card.profile_url || permission?.allowed) ? card : null;
  if (!person || !permission) {
    // Who to meet: the people the user is connected to.
    const connected = await listConnections(user, { tab: "connected" });
    return {
      person: null,
      refusal: null,
      choices: connected.items.flatMap((c) => (c.other ? [{ id: c.other.id, name: c.other.display_name }] : [])),
      booking: null,
      zone,
    };
  }
  return {
    person: { id: person.id, name: person.display_name },
    refusal: permission.allowed ? null : permission.reason.replace("accepts messages", "accepts appointments"),
    choices: [],
    booking: permission.allowed ? await booking(user, person.id, query, zone) : null,
    zone,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: appointmentFormSchema,
    run: async (input) => {
      const zone = input.tz && isTimeZone(input.tz) ? input.tz : await getTimeZone(user);
      const [start, end] = [zonedToUtc(input.start, zone), zonedToUtc(input.end, zone)];
      if (!start || !end) throw invalid("Choose the start and end date and time");
      const { appointment, warnings } = await bookAppointment(
        user,
        {
          attendee_id: input.user_id,
          title: input.title,
          description: input.description,
          start_time: start.toISOString(),
          end_time: end.toISOString(),
          location: input.location,
          project_id: input.project_id,
        },
        { acceptWarnings: input.confirm === "1" },
      );
      if (!appointment) {
        throw conflict(
          `${warnings.map((w) => w.message).join(" ")} Pick another time, or tick “Book anyway” to send the request regardless.`,
        );
      }
      return {
        redirectTo: "/appointments",
        toast: {
          type: "success",
          title: "Appointment requested",
          description: "They will see it on their schedule and can accept or decline.",
        },
      };
    },
    failure: () => ({ title: "Could not book the appointment" }),
  });
}

export default deferredPage(() => import("~/routes/appointments/_app.appointments.new.page"));

export const meta: MetaFunction = () => [{ title: `Book a site visit | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
