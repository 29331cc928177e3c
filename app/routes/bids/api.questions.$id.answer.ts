import { answerQuestion } from "~/domain/bid-questions.server";
import { bidAnswerSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** POST /api/questions/{id}/answer { answer, publish? } (the project's owner): 200 the question with its answer. */
export const action = userApiAction({
  POST: async ({ request, params, user }) =>
    answerQuestion(user, idParam(params, "id", "Question not found"), await readJsonWith(request, bidAnswerSchema)),
});
export const loader = () => methodNotAllowed(["POST"]);
