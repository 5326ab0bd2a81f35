/** better-auth answers `{ code, message }`; the rest of the API answers `{ error: { code, message } }`. */
export function toErrorShape(status: number, text: string) {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: keep the defaults below
  }
  return {
    error: {
      code: body.code ?? (status === 429 ? 'TOO_MANY_REQUESTS' : 'AUTH_ERROR'),
      message: humanAuthMessage(body.code, body.message, status),
    },
  };
}

/** Clear words for the failures people actually meet (SPEC section 8 leaves the wording to us). */
function humanAuthMessage(code: string | undefined, message: string | undefined, status: number): string {
  switch (code) {
    case 'EMAIL_NOT_VERIFIED':
      return 'Email is not verified';
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'The e-mail or password is not correct.';
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return 'This link has expired or was already used. Please ask for a new one.';
    case 'USER_NOT_FOUND':
      return 'No account uses this e-mail address.';
    case 'INVALID_PASSWORD':
      return 'The current password is not correct.';
    case 'PROVIDER_NOT_FOUND':
      return 'This sign-in method is not available.';
    case 'PASSWORD_TOO_SHORT':
      return 'Password must be at least 8 characters long';
    default:
      if (status === 429) return 'Too many attempts. Please wait a minute and try again.';
      return message ?? 'Something went wrong. Please try again.';
  }
}
