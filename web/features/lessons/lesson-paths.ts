// The lesson page's address (issue 31; docs/lessons.md): `/lesson/{permacode}`, singular like
// `/quiz/{id}`; the JSON calls are under `/lessons`, so an address is never both.

const LESSON = /^\/lesson\/([A-Za-z0-9]{3,6})$/;

export function parseLessonPath(path: string): string | null {
  return LESSON.exec(path)?.[1]?.toUpperCase() ?? null;
}
