/**
 * A form submitted with JavaScript whose request never got an answer (the signal dropped) must not become an error
 * page: the route's `clientAction` turns it into `{ networkFailure: true }` for the form to show with a Retry, and
 * `shouldRevalidate` keeps the page from reloading its data over the same dead link. Every route with a form
 * re-exports both, and every route with a loader above one (root, the layouts) re-exports `shouldRevalidate`;
 * tests/unit/route-network-exports.test.ts fails when one is missing.
 */
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";

export type NetworkFailure = { networkFailure: true };

export function isNetworkFailure(value: unknown): value is NetworkFailure {
  return typeof value === "object" && value !== null && "networkFailure" in value;
}

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // fetch() rejects with a TypeError when no answer arrives; answers that are errors come back as data.
    if (error instanceof TypeError) return { networkFailure: true } satisfies NetworkFailure;
    throw error;
  }
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isNetworkFailure(actionResult) ? false : defaultShouldRevalidate;
