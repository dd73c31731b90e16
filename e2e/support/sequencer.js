// Runs the end-to-end files in name order, so the test that exhausts the sign-in limit runs last.
const Sequencer = require('@jest/test-sequencer').default;

class ByNameSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}

module.exports = ByNameSequencer;
