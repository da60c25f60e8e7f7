/** The red banner the forms show their errors in (`id`: for the fields it is about, see useAction's invalid). */
export default function ErrorBanner({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="banner banner-error" role="alert">
      {message}
    </div>
  );
}
