/** `/profile` itself: the page is the `_own` layout; dialogs (add a credential, a portfolio item) nest beside this. */
export default function OwnProfileIndex() {
  return null;
}
