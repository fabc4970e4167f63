import { describe, expect, it } from 'vitest';
import { bookingPageUrl, manageUrl, questionnaireUrl } from './links.ts';

describe('customer links', () => {
  it('puts booking pages beside the console and the questionnaire inside it', () => {
    expect(bookingPageUrl('http://localhost:8080/ec', '/7/test-ride')).toBe(
      'http://localhost:8080/book/7/test-ride',
    );
    expect(manageUrl('https://console.example.com/ec', 'a+b/c')).toBe(
      'https://console.example.com/book/manage?sign=a%2Bb%2Fc',
    );
    expect(questionnaireUrl('http://localhost:8080/ec', 'tok')).toBe(
      'http://localhost:8080/ec/questionnaire?sign=tok',
    );
  });
});
