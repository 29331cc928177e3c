/** `/projects` itself: the page is the layout; the Post New Project and Invite dialogs nest beside this. */
export default function ProjectsIndex() {
  return null;
}
