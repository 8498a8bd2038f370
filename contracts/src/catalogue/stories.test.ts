import { describe, expect, it } from 'vitest';
import { allTestimonials, clientStories, nextStoryIndex, previousStoryIndex } from './stories.ts';

describe('client success stories', () => {
  it('are four, with unique ids and companies', () => {
    expect(clientStories).toHaveLength(4);
    expect(new Set(clientStories.map((s) => s.id)).size).toBe(4);
    expect(new Set(clientStories.map((s) => s.company)).size).toBe(4);
  });

  it.each(clientStories.map((s) => [s.company, s] as const))('%s: has every field and three results', (_c, s) => {
    for (const field of ['company', 'industry', 'executive', 'role', 'challenge', 'solution', 'testimonial', 'investment', 'roi'] as const) {
      expect(s[field].trim(), field).not.toBe('');
    }
    expect(s.results).toHaveLength(3);
    for (const r of s.results) {
      expect(r.metric).not.toBe('');
      expect(r.value).not.toBe('');
    }
    expect(s.investment).toMatch(/^\$[\d,]+$/);
    expect(s.roi).toMatch(/^\d+(\.\d+)?x$/);
  });

  it('features exactly one story', () => {
    expect(clientStories.filter((s) => s.featured)).toHaveLength(1);
  });

  it('the carousel wraps both ways across the four stories', () => {
    expect([0, 1, 2, 3].map((i) => nextStoryIndex(i))).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((i) => previousStoryIndex(i))).toEqual([3, 0, 1, 2]);
    expect(nextStoryIndex(0, 0)).toBe(0);
    expect(previousStoryIndex(0, 0)).toBe(0);
  });

  it('every testimonial has its own author: nobody speaks for two companies (docs/subscriptions-and-intake.md#simple-checkout)', () => {
    const testimonials = allTestimonials();
    expect(testimonials).toHaveLength(6);
    // Titles such as "Dr." do not make a different person.
    const person = (author: string) => author.replace(/^(Dr|Mr|Mrs|Ms)\.\s+/, '').toLowerCase();
    expect(new Set(testimonials.map((t) => person(t.author))).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((t) => t.company)).size).toBe(testimonials.length);
    expect(testimonials.map((t) => t.author)).toEqual(['Dr. Sarah Chen', 'Priya Raman', 'Marcus Williams', "James O'Connor", 'Elena Marsh', 'Daniel Okafor']);
  });
});
