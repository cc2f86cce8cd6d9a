/** Spec §5, §9: an invitation's teacher name is cut at 17 characters plus an ellipsis. */
export const INVITATION_NAME_LIMIT = 17;

/** The name as the invitation banner shows it; characters are counted as code points (an emoji is one). */
export function invitationTeacherName(name: string): string {
  const characters = Array.from(name);
  return characters.length > INVITATION_NAME_LIMIT ? `${characters.slice(0, INVITATION_NAME_LIMIT).join('')}…` : name;
}
