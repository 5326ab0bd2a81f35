import { cardImageUrl, imageSrcSet } from '@dpms/shared/images';
import { cn } from '@/lib/cn.ts';
import { useFirstScreenDrawn } from '@/lib/first-screen-drawn.ts';

type UploadedImageProps = {
  url: string;
  alt: string;
  /** "card" starts from the 640 px variant; "detail" from the full size. */
  variant?: 'card' | 'detail';
  /** How wide the image shows, so the browser picks the right file from the srcset. */
  sizes: string;
  /** Above the fold (a detail page's hero, the Largest Contentful Paint): load at once, first. */
  priority?: boolean;
  /**
   * The intrinsic size the page reserves before the file arrives (its CSS aspect ratio wins
   * where one is set); 16:9 like the pages' image slots by default.
   */
  width?: number;
  height?: number;
  className?: string;
};

/**
 * An uploaded image at the size its place needs, AVIF where the browser takes it and WebP
 * otherwise, on a soft placeholder while it loads. One that is not `priority` is asked for once
 * the app's first screen has been drawn.
 */
export function UploadedImage({
  url,
  alt,
  variant = 'card',
  sizes,
  priority = false,
  width = 1600,
  height = 900,
  className,
}: UploadedImageProps) {
  const avif = imageSrcSet(url, 'avif');
  // Until the first screen is drawn, only its priority image is fetched; the others hold their
  // place (the same box, so nothing moves) and follow (lib/first-screen-drawn.ts).
  const firstScreenDrawn = useFirstScreenDrawn();
  if (!priority && !firstScreenDrawn) {
    return <span aria-hidden="true" className={cn('block bg-slate-100', className)} />;
  }
  const img = (
    <img
      src={variant === 'card' ? cardImageUrl(url) : url}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
  if (!avif) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}

/** The picture at the top of an event's or a club's page: the page's width, loaded first. */
export function DetailHeroImage({ url, alt }: { url: string; alt: string }) {
  return (
    <UploadedImage
      url={url}
      alt={alt}
      variant="detail"
      priority
      sizes="(min-width: 1024px) 720px, 100vw"
      className="aspect-[16/9] w-full rounded-xl"
    />
  );
}
