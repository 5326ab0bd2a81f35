import { cn } from '@/lib/cn.ts';
import { cardImageUrl, imageSrcSet } from '../card-image.ts';

type UploadedImageProps = {
  url: string;
  alt: string;
  /** "card" starts from the 640 px variant; "detail" from the full size. */
  variant?: 'card' | 'detail';
  /** How wide the image shows, so the browser picks the right file from the srcset. */
  sizes: string;
  /** Above the fold (a detail page's hero): load at once. */
  priority?: boolean;
  className?: string;
};

/** An uploaded image at the size its place needs, on a soft placeholder while it loads. */
export function UploadedImage({
  url,
  alt,
  variant = 'card',
  sizes,
  priority = false,
  className,
}: UploadedImageProps) {
  return (
    <img
      src={variant === 'card' ? cardImageUrl(url) : url}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
