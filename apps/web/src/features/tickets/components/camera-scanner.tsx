import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';

/** The same code seen again within this time is the same ticket still in front of the camera. */
const REPEAT_MS = 4000;

/**
 * The phone's back camera, decoding QR codes with ZXing until unmounted; loaded only when the
 * admin presses "Scan with camera", so the decoder never weighs on a screen that does not use it.
 */
export default function CameraScanner({
  onCode,
  onFail,
}: {
  onCode: (code: string) => void;
  onFail: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [starting, setStarting] = useState(true);
  const latest = useRef({ onCode, onFail });
  latest.current = { onCode, onFail };
  const t = useT();

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const reader = new BrowserQRCodeReader();
    const element = video.current;
    if (!element || !navigator.mediaDevices?.getUserMedia) {
      latest.current.onFail();
      return;
    }
    reader
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, element, (result) => {
        if (!result) return;
        const text = result.getText();
        const now = Date.now();
        if (text === last.text && now - last.at < REPEAT_MS) return;
        last = { text, at: now };
        latest.current.onCode(text);
      })
      .then((started) => {
        controls = started;
        if (stopped) started.stop();
        else setStarting(false);
      })
      .catch(() => {
        if (!stopped) latest.current.onFail();
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <div className="space-y-2">
      <div className="relative overflow-hidden rounded-lg bg-slate-900">
        <video
          ref={video}
          aria-label={t('checkin.videoLabel')}
          muted
          playsInline
          className="aspect-square w-full object-cover sm:aspect-video"
        />
        {starting && (
          <p className="absolute inset-0 grid place-items-center text-sm text-white">
            {t('checkin.cameraStarting')}
          </p>
        )}
      </div>
      <p className="text-sm text-ink-muted">{t('checkin.cameraHint')}</p>
    </div>
  );
}
