import { askQuestion, projectQuestions } from "~/domain/bid-questions.server";
import { bidQuestionSchema } from "~/schemas/index.server";
import { idParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

const projectId = (params: Parameters<typeof idParam>[0]) => idParam(params, "id", "Project not found");

/**
 * GET /api/projects/{id}/questions: `{ items, can_ask, closed_reason, due_at }`: the owner sees every question with
 * its asker, an asker their own and the published ones, anyone else who may see the project the published ones.
 */
export const loader = userApiLoader(async ({ params, user }) => {
  const { project: _, viewer: __, ...questions } = await projectQuestions(user, projectId(params));
  return questions;
});

/** POST /api/projects/{id}/questions { question } (a subcontractor, before bids are due): 201 the question. */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, params, user }) => {
      const { question } = await readJsonWith(request, bidQuestionSchema);
      return askQuestion(user, projectId(params), question);
    },
  },
});
