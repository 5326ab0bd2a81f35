import { useQueryClient } from '@tanstack/react-query';
import qrcode from 'qrcode-generator';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { meQueryKey } from '../api/get-me.ts';
import { enableTwoFactor, type TwoFactorSetup, verifyTwoFactorCode } from '../api/two-factor.ts';
import { CODE_REQUIRED } from './two-factor-step.tsx';

/** The key an authenticator app shows or lets one type: the URI's base32 secret, in groups of four. */
export function setupKeyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * Setting up two-factor sign-in, in three steps: the password; the QR code (or key) for the
 * authenticator app and its first code; the recovery codes to keep somewhere safe.
 */
export function TwoFactorSetupFlow({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qr = useMemo(() => {
    if (!setup) return null;
    const image = qrcode(0, 'M');
    image.addData(setup.totpURI);
    image.make();
    return image.createDataURL(4, 2);
  }, [setup]);

  async function run(event: FormEvent, step: () => Promise<void>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (verified && setup) {
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-ink">Save your recovery codes</h2>
        <p className="text-sm text-ink-muted">
          If you lose your phone, each of these codes signs you in once instead of the app. Keep them
          somewhere safe, away from your password.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {setup.backupCodes.map((backup) => (
            <li key={backup} className="rounded-md bg-slate-100 px-2 py-1 text-center">
              {backup}
            </li>
          ))}
        </ul>
        <Button size="lg" className="w-full" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    );
  }

  if (setup) {
    return (
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          if (!code.trim()) {
            event.preventDefault();
            setError(CODE_REQUIRED);
            return;
          }
          return run(event, async () => {
            await verifyTwoFactorCode(code, 'app');
            await queryClient.invalidateQueries({ queryKey: meQueryKey });
            setVerified(true);
          });
        }}
      >
        <p className="text-sm text-ink-muted">
          Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, Aegis,
          1Password...), or type the setup key into it.
        </p>
        {qr && (
          <img
            src={qr}
            width={180}
            height={180}
            alt="QR code for your authenticator app"
            className="mx-auto"
          />
        )}
        <div>
          <p className="text-sm font-medium text-ink">Setup key</p>
          <p
            data-testid="setup-key"
            className="mt-1 break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm"
          >
            {setupKeyOf(setup.totpURI)}
          </p>
        </div>
        <Field
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          hint="The 6-digit code the app shows for DPMS."
          error={error ?? undefined}
        />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          Turn on two-factor sign-in
        </Button>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) =>
        run(event, async () => {
          setSetup(await enableTwoFactor(password));
        })
      }
    >
      <p className="text-sm text-ink-muted">
        Admins sign in with their password and a code from an authenticator app on their phone, so a stolen
        password alone cannot refund a payment. Confirm your password to begin.
      </p>
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        Continue
      </Button>
    </form>
  );
}
