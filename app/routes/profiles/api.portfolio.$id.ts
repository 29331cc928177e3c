import { deletePortfolioItem, updatePortfolioItem } from "~/domain/portfolio.server";
import { portfolioPatchSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

const itemId = (params: Record<string, string | undefined>) => idParam(params, "id", "Portfolio item not found");

export const action = userApiAction({
  PATCH: async ({ request, params, user }) => {
    const { photo_order, remove_photo_ids, ...fields } = await readJsonWith(request, portfolioPatchSchema);
    return updatePortfolioItem(user, itemId(params), {
      ...fields,
      photoOrder: photo_order,
      removePhotoIds: remove_photo_ids,
    });
  },
  DELETE: async ({ params, user }) => {
    await deletePortfolioItem(user, itemId(params));
  },
});
export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);
