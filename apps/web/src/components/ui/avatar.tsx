import { cn } from '@/lib/cn.ts';

/** The first letters of the first two words: "Nusrat Jahan" -> "NJ". */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase());
  return letters.join('') || '?';
}

/** A round photo, or the user's initials on brand teal when there is none. */
export function Avatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  return src ? (
    <img src={src} alt={name} className={cn('rounded-full object-cover', className)} />
  ) : (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'grid place-items-center rounded-full bg-brand-100 font-bold text-brand-800 select-none',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
