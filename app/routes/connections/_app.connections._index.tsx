/** `/connections` itself: the page is the layout; the Connect and Remove dialogs nest beside this. */
export default function ConnectionsIndex() {
  return null;
}
