import { describe, expect, it } from 'vitest';
import { questionWords } from '../../../src/server/analytics/questions';

describe('the words kept of a question the assistant could not answer', () => {
  it('leaves out what could name or reach a person', () => {
    expect(
      questionWords(
        'Do you survey farms with drones? Mail ravi.k@example.com or call +91 98765 43210, see https://example.org/x',
      ),
    ).toBe('do you survey farms with drones? mail or call , see');
    expect(questionWords('My order 123456 is late')).toBe('my order is late');
  });

  it('keeps short numbers, folds spaces and case, and keeps nothing without words', () => {
    expect(questionWords('  Can  you build a   3D  model in 2   weeks? ')).toBe(
      'can you build a 3d model in 2 weeks?',
    );
    expect(questionWords('98765 43210')).toBeUndefined();
    expect(questionWords('???')).toBeUndefined();
    expect(questionWords('x'.repeat(500))?.length).toBe(160);
  });
});
