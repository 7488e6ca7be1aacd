import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale en: what the Sun's month in a house, a planet's
// arrival in a house, a station and a retrograde period mean in each solar house. The 1st house first.

export const SUN_ARRIVES: HouseCells = [
  [
    'Your birthday season puts you first for once; let yourself set the pace and the agenda.',
    'For about four weeks your energy and your face are your best assets, so show up in person.',
    'Renew yourself: a plan for the year ahead written now will carry unusual conviction.',
  ],
  [
    'For the next month money, skills and the things you own get the light; tidy them and ask what they are worth.',
    'This is a good stretch to raise your rates, sell what you do not use and buy what lasts.',
    'Your confidence grows as you count what you have, not what you lack.',
  ],
  [
    'Four busy weeks of messages, short trips and conversations begin; keep a notebook handy.',
    'Curiosity lifts: read, ask, write and visit the people who live nearby.',
    'Your words have reach now, so use them for the letters and calls that matter.',
  ],
  [
    'Home and family come first for a month; a nest in good order makes the rest of life easier.',
    'Your private life wants your warmth, so spend evenings in and put roots down.',
    'It is a month for family history, old photographs and making your space your own.',
  ],
  [
    'A month of play begins; romance, hobbies and creative risks all shine.',
    'Let joy back into the diary: games, dates, art and time with children count as real work now.',
    'Your heart wants to be generous and visible, so make something and share it.',
  ],
  [
    'The focus turns to work habits and health; four weeks of small improvements add up.',
    'Be useful and be kind to your body; routines you fix now will carry you into the next season.',
    'Clear the inbox, book the check-up and rearrange the desk; order brings its own calm.',
  ],
  [
    'Partners take center stage for a month; you learn about yourself through the people across the table.',
    'It is a good season for contracts, mediation and time together; you do not have to do it alone.',
    'Others set some of the agenda now, and meeting them halfway is a strength.',
  ],
  [
    'For a month, shared money and close bonds want honesty; look at what you owe and what you are owed.',
    'Intimacy and trust deepen if you let them, and old fears lose a little of their grip.',
    'This is a month for research, repairs and letting go of what you no longer need.',
  ],
  [
    'Four weeks of wider horizons begin: travel, study, teaching and big questions are all favored.',
    'Plan a trip, sign up for a class or read something far from your usual shelf.',
    'Your faith in the future grows with every new place and idea you let in.',
  ],
  [
    'Career and public life get a month of light; aim high and let people see your work.',
    'It is the season to ask for the promotion, pitch the idea or take the lead at work.',
    'Ambition feels natural now, and the people above you notice effort.',
  ],
  [
    'Friends, groups and future plans fill the month; say yes to invitations.',
    'Collaboration works better than solo effort now, and a network can carry a hope further.',
    'Spend time with people who share your hopes, and let them remind you what you are working toward.',
  ],
  [
    'The month before your birthday season asks for rest, reflection and loose ends tied.',
    'Slow down, sleep more and finish the old business before the new year of your life begins.',
    'Quiet work behind the scenes goes well now, and so does helping others without fanfare.',
  ],
];

export const PLANET_ARRIVES: HouseCells = [
  [
    'It colors how you come across, so expect others to notice the change before you do.',
    'A new habit of dress, speech or stance suits you now; use it to start something personal.',
    'You feel it in body and mood, as a new note in how you meet each day.',
  ],
  [
    'It moves into matters of earning and spending, so check the figures before you act.',
    'Pay, purchases and the things you own come up for review; keep what truly supports you.',
    'Your sense of worth is involved, so value your time as well as your money.',
  ],
  [
    'Conversations, errands and short trips fill more of the calendar for a while.',
    'Expect more messages and more movement around your neighborhood.',
    'The way you learn and speak changes key; notice what it makes easier.',
  ],
  [
    'Home life and family feel the difference first.',
    'It settles into your private world, so domestic plans gain momentum.',
    'Roots, parents and the place you live are where you will notice it.',
  ],
  [
    'Pleasure, romance and creative work claim more of your evenings.',
    'It visits the part of life meant for fun, which is good news for hobbies and dates.',
    'Children, art and play are where you will see the difference.',
  ],
  [
    'A work routine or a health habit is the first thing to change.',
    'Your daily schedule feels it; adjust the routine rather than fight it.',
    'Colleagues and chores bring small chances to do things better; take them.',
  ],
  [
    'A partner, or a contract you rely on, shows the change first.',
    'It enters the part of life you share one to one, so relationships are where it shows.',
    'Negotiations and commitments move to the top of the list.',
  ],
  [
    'Shared accounts, debts and your closest bond ask for honest attention.',
    'Joint money, trust and intimacy need plain talk rather than guesses.',
    'It stirs matters you usually keep private, so handle them with care.',
  ],
  [
    'Travel, study and your outlook on life feel the change.',
    'It visits the part of life that wants to learn and roam.',
    'Beliefs and long journeys are open to change.',
  ],
  [
    'Your career and public image draw more of your attention.',
    'It enters the part of life where you are judged by results, so put it to work.',
    'Ambitions get sharper, and your reputation travels further.',
  ],
  [
    'Friends, groups and future plans set much of the agenda.',
    'It visits the part of life you share with allies and networks.',
    'Hopes and social life change first, often through one new contact.',
  ],
  [
    'It works behind the scenes, in rest, reflection and unfinished business.',
    'You may feel it more in dreams and quiet hours than in events.',
    'It asks for some solitude and a gentler pace.',
  ],
];

export const STATION_RETROGRADE: HouseCells = [
  [
    'Rethink a personal plan rather than push it; a pause now saves a false start.',
    'You may revisit an old image of yourself and decide which parts still fit.',
  ],
  [
    'Go over the budget again, hold off on big purchases and look for money owed to you.',
    'An old question of what you value comes back for a second look.',
  ],
  [
    'Double-check messages, travel times and paperwork; misunderstandings are easy and fixable.',
    'An old conversation, perhaps with a sibling or neighbor, comes back for a better ending.',
  ],
  [
    'Home repairs or family matters may need a second round; patience beats haste.',
    'The past visits the present at home, through old photos, a relative or a room you meant to clear.',
  ],
  [
    'An old flame, an unfinished creative piece or a hobby you dropped comes back around.',
    'Revise rather than launch anything made for pleasure; the second draft is better.',
  ],
  [
    'Work systems and health routines need review; fix what is broken before you add anything new.',
    'Delays at work are likely, so leave margins and back up your files.',
  ],
  [
    'A relationship or agreement needs another look; reopen the terms calmly.',
    'Someone from the past may reappear, and a partnership may need renegotiating.',
  ],
  [
    'Review shared money, loans and the small print; old matters of trust may resurface.',
    'Deep feelings return for processing; give them time rather than a verdict.',
  ],
  [
    'Travel plans and studies may slip; revisit a subject or a place you know rather than start fresh.',
    'Your beliefs get a second look, which is no bad thing.',
  ],
  [
    'Career moves slow down; polish the work in hand before you reach for the next rung.',
    'An old professional goal or contact may return; weigh it with what you know now.',
  ],
  [
    'Friends from the past reappear and group plans need rethinking.',
    'Review your hopes for the year and drop the ones that belong to someone else.',
  ],
  [
    'The inner work deepens; rest, reflection and clearing old clutter are favored.',
    'Old memories surface for a reason; write them down and let them teach you.',
  ],
];

export const STATION_DIRECT: HouseCells = [
  [
    'Personal plans can move again; take the lessons of recent weeks with you.',
    'You feel more like yourself and can act on what you decided while things were slow.',
  ],
  [
    'Money matters unstick; the purchase or the pay talk you postponed can go ahead.',
    'Financial clarity returns, so act on the budget you revised.',
  ],
  [
    'Messages flow again and plans stalled by crossed wires can resume.',
    'Sign, send and travel with more confidence from here.',
  ],
  [
    'Home plans move forward again; the repair or the family talk gets its green light.',
    'Domestic matters settle, and you can act on what you now understand.',
  ],
  [
    'Creative and romantic plans regain momentum; take the revised version out into the world.',
    'Fun comes back without the second-guessing.',
  ],
  [
    'Work routines run smoother, and the system you fixed starts to pay off.',
    'Health plans can move ahead on firmer ground.',
  ],
  [
    'Relationship talks can move forward; the terms you revisited are ready to agree.',
    'Partners become easier to read and to work with.',
  ],
  [
    'Shared money and trust issues can be settled now that the facts are out.',
    'You can act on what the deeper review showed you.',
  ],
  [
    'Travel and study plans go ahead; the delay gave you a better route.',
    'Your outlook steadies and you can commit to a course.',
  ],
  [
    'Career plans move forward again; take the step you prepared.',
    'Work visibility returns, so present the polished version.',
  ],
  [
    'Group plans and friendships find their footing again.',
    'Hopes you reviewed are ready for action with the right allies.',
  ],
  [
    'You come out of a reflective stretch with a clearer mind.',
    'What you worked through in private is ready to show in small ways.',
  ],
];

export const RETROGRADE_ONGOING: HouseCells = [
  ['Keep personal launches flexible and let second thoughts improve them.', 'This is a time to refine your image rather than reinvent it.'],
  ['Keep receipts and postpone large purchases if you can.', 'Old money matters are easier to settle than new ones to start.'],
  ['Reread before you send and confirm times twice.', 'Catch up with people rather than chase new contacts.'],
  ['Finish old jobs at home before starting fresh ones.', 'Family matters benefit from patience and a second conversation.'],
  ['Revisit a creative project rather than start a new one.', 'An old pleasure may be worth rediscovering.'],
  ['Back up your work and keep routines simple.', 'Repair the system before you speed it up.'],
  ['Go slowly with new agreements and honor the old ones.', 'Let partners explain twice; the second version is clearer.'],
  ['Read the small print on anything you share or owe.', 'Let old feelings be processed rather than acted on in haste.'],
  ['Allow extra time for travel and let studies go over familiar ground.', 'Review what you believe before you preach it.'],
  ['Polish current work before you push for the next step.', 'Old contacts may help more than new ones.'],
  ['Reconnect with old friends and review your group commitments.', 'Hopes benefit from a rethink before a relaunch.'],
  ['Give yourself extra rest and time to reflect.', 'Unfinished business is easier to close now than to ignore.'],
];
