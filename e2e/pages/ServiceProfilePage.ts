import type { Locator, Page } from '@playwright/test';

/** /home-service-pro/details?id=: a professional's page. */
export class ServiceProfilePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly ratingBanner: Locator;
  readonly reviews: Locator;
  readonly loadMore: Locator;
  readonly reviewForm: Locator;
  readonly messageForm: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.ratingBanner = this.main.getByRole('group', { name: 'Customer reviews' });
    this.reviews = this.main.getByRole('list', { name: 'Customer reviews' }).locator(':scope > li');
    this.loadMore = this.main.getByRole('button', { name: 'LOAD MORE REVIEWS' });
    this.reviewForm = this.main.getByRole('form', { name: 'Rate this professional', exact: true });
    this.messageForm = this.main.getByRole('form', { name: 'Send a message' });
  }

  async goto(id: number) {
    await this.page.goto(`/home-service-pro/details?id=${id}`);
  }

  tab(name: 'ABOUT US' | 'PROJECTS' | 'REVIEWS'): Locator {
    return this.main.getByRole('tab', { name });
  }

  /** Chooses `stars` (0-5) for one of the four ratings with the keyboard, as a keyboard user would. */
  async rate(rating: string, stars: number) {
    const group = this.reviewForm.getByRole('group', { name: rating });
    await group.getByRole('radio', { name: '1 star', exact: true }).focus();
    await group.getByRole('radio', { name: '1 star', exact: true }).press('Space');
    for (let star = 1; star < stars; star += 1) await this.page.keyboard.press('ArrowRight');
  }
}
