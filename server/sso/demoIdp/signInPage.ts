/**
 * The demo identity provider's sign-in page: plain server-rendered HTML (the provider is a
 * separate party, not the portal's React app), accessible without script: a language, a main
 * landmark and heading, labelled fields with autocomplete, the error announced and tied to the
 * fields, the first field to fill focused, and every control reachable with the keyboard.
 */
export interface SignInPageModel {
  /** Where the form posts (the interaction's login action) and where Cancel posts. */
  loginAction: string;
  abortAction: string;
  /** Pre-filled: the portal's login_hint, or what the user typed last time. */
  email: string;
  /** The name of the application asking (the portal's client name). */
  clientName: string;
  failed: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f6;color:#1d1d1f;margin:0}
main{max-width:26rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #6e6e73;border-radius:4px}
input:focus,button:focus{outline:3px solid #0b57d0;outline-offset:2px}
button{font:inherit;margin-top:1.25rem;padding:.5rem 1rem;border-radius:4px;border:1px solid #0b57d0;cursor:pointer}
.primary{background:#0b57d0;color:#fff;width:100%}
.secondary{background:#fff;color:#0b57d0;width:100%}
.error{background:#fdecea;color:#8a1c12;border:1px solid #8a1c12;border-radius:4px;padding:.75rem;margin-top:1rem}
.note{color:#4a4a4f;font-size:.9rem}
`;

export function renderSignInPage(model: SignInPageModel): string {
  const error = model.failed ? '<p class="error" id="sign-in-error" role="alert">The email or password is not correct. Please try again.</p>' : '';
  const describedBy = model.failed ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const focusEmail = model.email === '' || model.failed;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Acme company sign-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Acme company sign-in</h1>
<p class="note">Demo identity provider. Sign in to continue to ${escapeHtml(model.clientName)}.</p>
${error}
<form method="post" action="${escapeHtml(model.loginAction)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(model.email)}"${describedBy}${focusEmail ? ' autofocus' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${focusEmail ? '' : ' autofocus'}>
<button class="primary" type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(model.abortAction)}">
<button class="secondary" type="submit">Cancel</button>
</form>
</main>
</body>
</html>`;
}

/** The provider's error page (an unknown or expired interaction, a bad request): same look, no details. */
export function renderIdpErrorPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in problem - Acme company sign-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign-in problem</h1>
<p>${escapeHtml(message)}</p>
<p class="note">Go back to the application and start signing in again.</p>
</main>
</body>
</html>`;
}
