/** A family account's avatar: its picture, or its initial on a coloured disc. Decorative: the name is beside it. */
export function AccountAvatar({ avatarUrl, username }: { avatarUrl: string | null; username: string }) {
  if (avatarUrl) return <img className="sub-account-avatar" src={avatarUrl} alt="" width={48} height={48} />;
  return (
    <span className="sub-account-avatar" aria-hidden="true">
      {username.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** Spec §9: a username label longer than 13 characters shrinks. */
export const SUB_ACCOUNT_LABEL_SHRINK_ABOVE = 13;

export function subAccountNameClass(username: string): string {
  return username.length > SUB_ACCOUNT_LABEL_SHRINK_ABOVE ? 'sub-account-name sub-account-name--long' : 'sub-account-name';
}
