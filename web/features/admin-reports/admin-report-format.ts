/** Minutes, rounded, from seconds. */
export const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** A whole percentage of `part` in `whole`; null when whole is 0. */
export const percentOf = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 100));

/** A skill as a report cell names it: "A.3 Add two numbers". */
export const skillLabel = (skill: { code: string | null; name: string }) => (skill.code ? `${skill.code} ${skill.name}` : skill.name);
