import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale en: the Moon's day in each solar house, the
// closing advice of a day or week by house, and the sign's ruler in each house. The 1st house first.

export const MOON_DAY: HouseCells = [
  [
    'Moods show on your face, so be honest about what you need and take a little time for yourself.',
    'You are more sensitive than usual, and that makes it easier to read a room and to know your own mind.',
    'Self-care that others can see suits the mood: a good meal, comfortable clothes, a straight answer.',
  ],
  [
    'Comfort and security matter most, so cook something good or put a little money aside.',
    'You want things you can touch and keep; a small, well-made purchase satisfies more than a big one.',
    'Steady, practical tasks calm the nerves, especially ones that pay.',
  ],
  [
    'The phone keeps ringing and errands multiply; keep replies short and kind.',
    'Your mind hops from one idea to the next, which is fine for talk and less fine for contracts.',
    'A chat with a neighbor or a sibling lifts the day.',
  ],
  [
    'You want to be home, or at least somewhere that feels like it; honor that if you can.',
    'Family matters and old memories come up; a quiet evening in restores you.',
    'Tend your space: water the plants, cook, call someone who knew you young.',
  ],
  [
    'Play, flirt or make something; the heart wants a little applause.',
    'Time with children or a favorite hobby restores your spirit.',
    'A small treat or a spontaneous outing is well earned.',
  ],
  [
    'Sort, clean and tick things off; useful work feels good.',
    'Your body asks for care: water, a walk, an earlier night.',
    'Helping a colleague or fixing a routine gives quiet satisfaction.',
  ],
  [
    'Other people’s moods affect yours, so choose company that steadies you.',
    'Partners want attention, and a shared meal goes further than a long talk.',
    'You find balance through someone else; let them carry part of the load.',
  ],
  [
    'Feelings run deep, and a private talk can bring two people closer.',
    'You notice what others keep hidden; use the insight gently.',
    'Sort a shared bill or a promise before it grows.',
  ],
  [
    'Restlessness is a sign to learn something or go somewhere new, even for an hour.',
    'The bigger picture comforts you, so read, plan a trip or talk about ideas.',
    'A teacher, a book or a stranger from far away could change your mood for the better.',
  ],
  [
    'Your public side is on show, so keep your word at work and look after your reputation.',
    'Ambition stirs, and you would rather achieve than rest; pace yourself.',
    'People in charge notice how you handle feelings under pressure.',
  ],
  [
    'Friends and groups lift you; reply to the invitation or start one of your own.',
    'You feel part of something bigger when you work with others.',
    'Share a hope with someone who will cheer you on.',
  ],
  [
    'You need more quiet than usual; cancel what you can and rest.',
    'Intuition is strong but so is tiredness, so sleep on big decisions.',
    'A private hour, a bath or a long walk alone does more good than company.',
  ],
];

export const ADVICE: HouseCells = [
  ['Put yourself first without apology, then ask how you can help.', 'Start one personal thing and finish it before bed.'],
  ['Spend only on what you will still value next month.', 'Count your blessings, and your change, before you decide.'],
  ['Say less, say it well, and write the rest down.', 'Answer the easy messages first and the hard one with care.'],
  ['Make your home the place you want to come back to.', 'Call family or tidy a corner; either will settle you.'],
  ['Leave an hour for something you do purely for joy.', 'Let your heart lead, and keep a foot on the ground.'],
  ['Do the dull job first and enjoy the rest of the day.', 'Small improvements to your routine pay back quickly.'],
  ['Listen first, then meet the other person halfway.', 'A fair deal leaves both sides smiling.'],
  ['Trust is built in small promises kept.', 'Say the difficult thing kindly and mean it.'],
  ['Read, wander or plan something that stretches you.', 'Let your curiosity carry you a little further than usual.'],
  ['Act as the professional you intend to become.', 'Let your work speak, then speak up for your work.'],
  ['Reach out to one friend and one new contact.', 'Shared hopes grow faster than private ones.'],
  ['Protect your rest as you would an appointment.', 'Let something go and notice the room it leaves.'],
];

export const RULER_HERE: HouseCells = [
  ['which puts you in charge of your own story', 'so your own presence is your best tool'],
  ['so what you earn and what you value are where your energy goes', 'which makes earning and saving feel personal'],
  ['so your attention goes to words, plans and nearby places', 'which keeps your mind and your phone busy'],
  ['so home and family draw on your energy', 'which makes the home front the first call on your time'],
  ['so pleasure, love and creativity carry your signature', 'which asks you to enjoy what you make'],
  ['so work and health habits take most of your drive', 'which makes usefulness its own reward'],
  ['so partners and agreements shape your choices', 'which means you act best in good company'],
  ['so what you owe, share or keep to yourself calls for your attention', 'which turns you toward the people you trust most'],
  ['so anything that widens your horizon pulls at you', 'which feeds your appetite for meaning'],
  ['so your ambition wants a public stage', 'which puts your work in the public eye'],
  ['so the people you team up with receive your energy', 'which makes allies more important than usual'],
  ['so quiet time away from the crowd works in your favor', 'which asks you to recharge before you act'],
];
