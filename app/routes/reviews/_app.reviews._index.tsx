/** `/reviews` itself: the page is the layout; the review form and its edit and delete dialogs nest beside this. */
export default function ReviewsIndex() {
  return null;
}
