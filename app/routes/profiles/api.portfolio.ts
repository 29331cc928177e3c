import { PORTFOLIO_MAX_PHOTOS } from "~/constants";
import { createPortfolioItem } from "~/domain/portfolio.server";
import { PHOTO_MAX_BYTES, portfolioCreateJsonSchema, portfolioFormSchema } from "~/schemas/index.server";
import {
  fileFromDataUrl,
  isMultipart,
  methodNotAllowed,
  readJsonWith,
  readMultipartWith,
  userApiAction,
} from "~/utils/http.server";

/** POST /api/portfolio: multipart (fields and `photos` files) or JSON (photos as data URLs). */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => {
      if (isMultipart(request)) {
        const { input, files } = await readMultipartWith(request, portfolioFormSchema, {
          purpose: "portfolio_photo",
          fileField: "photos",
          maxFileBytes: PHOTO_MAX_BYTES,
          maxFiles: PORTFOLIO_MAX_PHOTOS,
        });
        return createPortfolioItem(user, input, files);
      }
      const { photos, ...fields } = await readJsonWith(request, portfolioCreateJsonSchema);
      const files = photos.map((photo, i) => fileFromDataUrl(photo, `photo-${i + 1}`, "photos"));
      return createPortfolioItem(user, fields, files);
    },
  },
});
export const loader = () => methodNotAllowed(["POST"]);
