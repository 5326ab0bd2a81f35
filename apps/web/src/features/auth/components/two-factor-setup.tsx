import { useQueryClient } from '@tanstack/react-query';
import qrcode from 'qrcode-generator';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { meQueryKey } from '../api/get-me.ts';
import { enableTwoFactor, type TwoFactorSetup, verifyTwoFactorCode } from '../api/two-factor.ts';
import { AuthSubmitButton } from './auth-card.tsx';

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
  const t = useT();
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
        <h2 className="text-lg font-semibold text-ink">{t('twoFactor.saveCodes')}</h2>
        <p className="text-sm text-ink-muted">{t('twoFactor.saveCodesText')}</p>
        <ul aria-label={t('twoFactor.recoveryCodes')} className="grid grid-cols-2 gap-2 font-mono text-sm">
          {setup.backupCodes.map((backup) => (
            <li key={backup} className="rounded-md bg-slate-100 px-2 py-1 text-center">
              {backup}
            </li>
          ))}
        </ul>
        <Button size="lg" className="w-full" onClick={onDone}>
          {t('twoFactor.savedThem')}
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
            setError(t('auth.codeRequired'));
            return;
          }
          return run(event, async () => {
            await verifyTwoFactorCode(code, 'app');
            await queryClient.invalidateQueries({ queryKey: meQueryKey });
            setVerified(true);
          });
        }}
      >
        <p className="text-sm text-ink-muted">{t('twoFactor.scanText')}</p>
        {qr && <img src={qr} width={180} height={180} alt={t('twoFactor.qrAlt')} className="mx-auto" />}
        <div>
          <p className="text-sm font-medium text-ink">{t('twoFactor.setupKey')}</p>
          <p
            data-testid="setup-key"
            className="mt-1 break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm"
          >
            {setupKeyOf(setup.totpURI)}
          </p>
        </div>
        <Field
          label={t('auth.authCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          hint={t('twoFactor.codeHint')}
          error={error ?? undefined}
        />
        <AuthSubmitButton busy={busy} label={t('twoFactor.turnOn')} />
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
      <p className="text-sm text-ink-muted">{t('twoFactor.intro')}</p>
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <AuthSubmitButton busy={busy} label={t('twoFactor.continue')} />
    </form>
  );
}
