// An e-mail address that may wrap before its @, so a table column of addresses stays narrow.
export function EmailWithBreak({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
