import { json } from "~/utils/http.server";

const notFound = () => json({ message: "No such API endpoint" }, 404);

export const loader = notFound;
export const action = notFound;
