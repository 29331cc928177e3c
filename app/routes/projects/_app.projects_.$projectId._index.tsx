/** `/projects/{id}` itself: the page is the layout; Apply, Applications, Edit and Cancel nest beside this. */
export default function ProjectIndex() {
  return null;
}
