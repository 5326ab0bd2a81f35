/** 127.0.0.0/8, ::1, or an IPv4-mapped 127.x address: a request from this very machine. */
export function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(ip);
}
