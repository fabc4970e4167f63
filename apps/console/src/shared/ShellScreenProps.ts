/** What every screen inside the console frame receives. */
export interface ShellScreenProps {
  /** The route's title (spec §2), for the page heading. */
  title: string;
  /** The tab's full path (path and query). */
  fullPath: string;
}
