import { describe, expect, it } from 'vitest';
import { ruleContext, valueAt } from '../test-support.ts';
import { runRules } from './index.ts';
import { meetingPointsNearRome } from './meeting-points-near-rome.ts';

describe('meeting-points-near-rome', () => {
  it('reports coordinates far from Rome, and names swapped ones', () => {
    const tours = `
tours:
  - slug: colosseum
    meetingPoint: { lat: 12.4906, lng: 41.8925 }
  - slug: vatican
    meetingPoint: { lat: 41.9065, lng: -12.4536 }
  - slug: ravenna
    meetingPoint: { lat: 44.61, lng: 12.4829 }
`;
    expect(runRules(ruleContext({ tours }), [meetingPointsNearRome])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'meetingPoint: { lat: 12.4906'),
        path: 'tours[0].meetingPoint',
        message: 'is 4,333 km from Rome, more than 300: lat and lng look swapped: write { lat: 41.8925, lng: 12.4906 }',
      },
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'meetingPoint: { lat: 41.9065'),
        path: 'tours[1].meetingPoint',
        message: 'is 2,057 km from Rome, more than 300: check the coordinates (Rome is about lat 41.9, lng 12.5)',
      },
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'meetingPoint: { lat: 44.61'),
        path: 'tours[2].meetingPoint',
        message: 'is 302 km from Rome, more than 300: check the coordinates (Rome is about lat 41.9, lng 12.5)',
      },
    ]);
  });

  it('accepts meeting points in Rome, a day trip away (Ostia, Pompeii) and up to 300 km', () => {
    const tours = `
tours:
  - slug: colosseum
    meetingPoint: { lat: 41.8925, lng: 12.4906 }
  - slug: ostia-antica
    meetingPoint: { lat: 41.7556, lng: 12.2917 }
  - slug: pompeii
    meetingPoint: { lat: 40.7489, lng: 14.4848 }
  - slug: just-within
    meetingPoint: { lat: 44.58, lng: 12.4829 }
`;
    expect(runRules(ruleContext({ tours }), [meetingPointsNearRome])).toEqual([]);
  });
});
