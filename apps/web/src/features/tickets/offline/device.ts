/**
 * This phone, as the check-in screen names it to the server: a random id made once and kept in
 * the browser, and a label people recognise ("Chrome on Android · 7F3A"), so two organisers can
 * tell whose phone scanned a ticket first.
 */
export interface Device {
  id: string;
  label: string;
}

const DEVICE_KEY = 'dpms-device';

function browserOf(agent: string): string {
  if (/Edg\//.test(agent)) return 'Edge';
  if (/SamsungBrowser/.test(agent)) return 'Samsung Internet';
  if (/Firefox\//.test(agent)) return 'Firefox';
  if (/Chrome\/|Chromium\//.test(agent)) return 'Chrome';
  if (/Safari\//.test(agent)) return 'Safari';
  return 'Browser';
}

function systemOf(agent: string): string {
  if (/Android/.test(agent)) return 'Android';
  if (/iPhone|iPad/.test(agent)) return 'iPhone';
  if (/Windows/.test(agent)) return 'Windows';
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Linux/.test(agent)) return 'Linux';
  return 'a device';
}

/** The label of a device with this id in this browser. */
export function deviceLabel(id: string, agent: string): string {
  return `${browserOf(agent)} on ${systemOf(agent)} · ${id.slice(0, 4).toUpperCase()}`;
}

/** This browser's device, made the first time it is asked for. */
export function thisDevice(): Device {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID().replaceAll('-', '');
    localStorage.setItem(DEVICE_KEY, id);
  }
  return { id, label: deviceLabel(id, navigator.userAgent) };
}
