import { fireEvent, render, screen } from '@testing-library/react';
import { PropertyVideo } from '@/components/property-detail/PropertyVideo';
import { imageVariantProps } from '@/lib/images/variants';
import { PROPERTY_FALLBACK_IMAGE } from '@/lib/images/fallback';
import { PropertyImage } from './PropertyImage';

const PHOTO = '/media/uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const KEY = PHOTO.slice('/media/'.length);

describe('PropertyImage', () => {
  it("offers the slot's variants with its sizes and proportions, lazily below the fold", () => {
    render(<PropertyImage {...imageVariantProps(PHOTO, 'card')} alt="Front" />);
    const image = screen.getByRole('img', { name: 'Front' });
    expect(image).toHaveAttribute('src', `/img/512/${KEY}`);
    expect(image.getAttribute('srcset')).toContain(`/img/256/${KEY} 256w`);
    expect(image.getAttribute('srcset')).toContain(`/img/828/${KEY} 828w`);
    expect(image).toHaveAttribute('sizes', '(max-width: 540px) 100vw, (max-width: 900px) 50vw, 400px');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '260');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads the largest picture of the page at once and ahead of the rest', () => {
    render(<PropertyImage {...imageVariantProps(PHOTO, 'gallery')} alt="Front" priority fetchPriority="high" />);
    const image = screen.getByRole('img', { name: 'Front' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '800');
  });

  it('shows the fallback picture, without the variants, when the photo fails to load', () => {
    render(<PropertyImage {...imageVariantProps(PHOTO, 'card')} alt="Front" />);
    fireEvent.error(screen.getByRole('img', { name: 'Front' }));
    const image = screen.getByRole('img', { name: 'Front' });
    expect(image).toHaveAttribute('src', PROPERTY_FALLBACK_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '400');
  });

  it('shows the fallback picture for a home without a photo', () => {
    render(<PropertyImage {...imageVariantProps('', 'card')} alt="Front" />);
    expect(screen.getByRole('img', { name: 'Front' })).toHaveAttribute('src', PROPERTY_FALLBACK_IMAGE);
  });
});

describe('PropertyVideo', () => {
  it('never plays by itself and fetches only its metadata until asked (Save-Data visitors included)', () => {
    const { container } = render(<PropertyVideo link="/media/tour.webm" />);
    const video = container.querySelector('video')!;
    expect(video.autoplay).toBe(false);
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
  });
});
