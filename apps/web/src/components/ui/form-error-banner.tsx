/** The red banner above a form for a failure that belongs to no one field (SPEC section 8). */
export function FormErrorBanner({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}
