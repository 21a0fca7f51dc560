// The inspector page's script: keeps the list of steps the server streams over the WebSocket,
// draws only the rows in view (so that tens of thousands of steps scroll smoothly), asks for the
// selected step's detail, and sends jump, resume, pause and continue.
(function () {
  "use strict";
  var rowHeight = 28;
  var steps = [];        // [number, path, fromEffect]
  var start = 0;         // the number of the state before the first step
  var shown = [];        // indices into steps that pass the filter
  var selected = null;   // a step number
  var jumped = null, paused = false;
  var list = document.getElementById("steps");
  var spacer = document.getElementById("steps-spacer");
  var rowsInView = document.getElementById("steps-rows");
  var filter = document.getElementById("filter");
  var detail = document.getElementById("detail");
  var statusLabel = document.getElementById("status");
  var exportScope = document.getElementById("export-scope");
  var resumeButton = document.getElementById("resume");
  var pauseButton = document.getElementById("pause");
  var socket = null;

  function send(message) {
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(message));
  }

  function matches(step) {
    var text = filter.value.trim().toLowerCase();
    return !text || step[1].toLowerCase().indexOf(text) >= 0;
  }

  function refilter() {
    shown = [];
    for (var i = 0; i < steps.length; i++) if (matches(steps[i])) shown.push(i);
    render();
  }

  var scheduled = false;
  function render() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(function () { scheduled = false; draw(); });
  }

  function draw() {
    spacer.style.height = (shown.length * rowHeight) + "px";
    var first = Math.max(0, Math.floor(list.scrollTop / rowHeight) - 5);
    var last = Math.min(shown.length, Math.ceil((list.scrollTop + list.clientHeight) / rowHeight) + 5);
    var rows = document.createDocumentFragment();
    for (var i = first; i < last; i++) {
      var step = steps[shown[i]];
      var row = document.createElement("div");
      row.className = "inspector-row" + (step[2] ? " effect" : "") +
        (step[0] === selected ? " selected" : "") + (step[0] === jumped ? " shown" : "");
      row.style.top = (i * rowHeight) + "px";
      row.setAttribute("data-step", step[0]);
      var number = document.createElement("span");
      number.className = "number";
      number.textContent = step[0];
      var path = document.createElement("span");
      path.className = "path";
      path.textContent = step[1];
      row.appendChild(number);
      row.appendChild(path);
      rows.appendChild(row);
    }
    // Only the rows are replaced: the spacer keeps the list's height, and so its scroll position.
    rowsInView.textContent = "";
    rowsInView.appendChild(rows);
  }

  function isAtBottom() {
    return list.scrollTop + list.clientHeight >= list.scrollHeight - rowHeight;
  }

  function append(newSteps) {
    var follow = isAtBottom();
    for (var i = 0; i < newSteps.length; i++) {
      steps.push(newSteps[i]);
      if (matches(newSteps[i])) shown.push(steps.length - 1);
    }
    draw();
    if (follow) list.scrollTop = list.scrollHeight;
  }

  function select(number) {
    selected = number;
    send({ t: "select", n: number });
    render();
  }

  function showStatus() {
    statusLabel.textContent = jumped === null ? (paused ? "Live, not recording" : "Live")
      : "Showing step " + jumped;
    statusLabel.className = "inspector-status" + (jumped === null ? "" : " jumped");
    resumeButton.hidden = jumped === null;
    pauseButton.textContent = paused ? "Continue" : "Pause";
    render();
  }

  function heading(text) {
    var h = document.createElement("h2");
    h.textContent = text;
    return h;
  }

  function diffBlock(text) {
    var pre = document.createElement("pre");
    pre.id = "diff";
    text.split("\n").forEach(function (line) {
      var span = document.createElement("span");
      if (line.charAt(0) === "-") span.className = "removed";
      if (line.charAt(0) === "+") span.className = "added";
      span.textContent = line + "\n";
      pre.appendChild(span);
    });
    return pre;
  }

  // A node of the state tree: a leaf on one line, or a <details> whose children are made
  // only when it is first opened.
  function treeNode(node, open) {
    if (!node.c) {
      var leaf = document.createElement("div");
      leaf.className = "leaf";
      var label = document.createElement("span");
      label.className = "label";
      label.textContent = node.l + ": ";
      leaf.appendChild(label);
      leaf.appendChild(document.createTextNode(node.v));
      return leaf;
    }
    var details = document.createElement("details");
    var summary = document.createElement("summary");
    var name = document.createElement("span");
    name.className = "label";
    name.textContent = node.l + ": ";
    summary.appendChild(name);
    summary.appendChild(document.createTextNode(node.v));
    details.appendChild(summary);
    var filled = false;
    function fill() {
      if (filled) return;
      filled = true;
      node.c.forEach(function (child) { details.appendChild(treeNode(child, false)); });
    }
    details.addEventListener("toggle", function () { if (details.open) fill(); });
    if (open) { details.open = true; fill(); }
    return details;
  }

  function showDetail(message) {
    if (message.n !== selected) return;
    detail.textContent = "";
    var title = document.createElement("h2");
    title.textContent = message.n === start ? "Initial state" : "Step " + message.n +
      (message.fromEffect ? " (sent by an effect)" : "");
    detail.appendChild(title);
    var jump = document.createElement("button");
    jump.id = "jump";
    jump.type = "button";
    jump.textContent = "Jump to this state";
    jump.addEventListener("click", function () { send({ t: "jump", n: message.n }); });
    detail.appendChild(jump);
    if (message.action !== null) {
      detail.appendChild(heading("Action"));
      var action = document.createElement("pre");
      action.id = "action";
      action.textContent = message.action;
      detail.appendChild(action);
      detail.appendChild(heading("State changes"));
      detail.appendChild(diffBlock(message.diff));
    }
    detail.appendChild(heading("State"));
    var tree = document.createElement("div");
    tree.id = "tree";
    tree.className = "inspector-tree";
    tree.appendChild(treeNode(message.tree, true));
    detail.appendChild(tree);
  }

  // The exports hold the steps listed, from the initial state above them: after a pause that
  // missed actions, or past the steps the inspector keeps, the earlier ones are gone.
  function showExportScope() {
    var count = steps.length - 1;
    exportScope.textContent = count === 0 ? "Nothing to export yet" :
      "Exports " + (count === 1 ? "the step" : "the " + count + " steps") + " listed" +
      (start > 0 ? ", from step " + (start + 1) + " (earlier steps were not kept)" : "");
  }

  function receive(message) {
    switch (message.t) {
    case "history":
      start = message.start;
      steps = [[start, "Initial state", 0]];
      shown = [];
      refilter();
      append(message.steps);
      showExportScope();
      break;
    case "steps":
      append(message.steps);
      showExportScope();
      break;
    case "status":
      jumped = message.jumped;
      paused = message.paused;
      showStatus();
      break;
    case "detail":
      showDetail(message);
      break;
    }
  }

  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws");
    socket.onopen = function () { if (selected !== null) send({ t: "select", n: selected }); };
    socket.onmessage = function (event) { receive(JSON.parse(event.data)); };
    socket.onclose = function () {
      statusLabel.textContent = "Disconnected: reconnecting…";
      setTimeout(connect, 1000);
    };
  }

  list.addEventListener("scroll", render);
  window.addEventListener("resize", render);
  filter.addEventListener("input", refilter);
  list.addEventListener("click", function (event) {
    var row = event.target.closest(".inspector-row");
    if (row) select(Number(row.getAttribute("data-step")));
  });
  list.addEventListener("keydown", function (event) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    var position = shown.findIndex(function (i) { return steps[i][0] === selected; });
    position = Math.max(0, Math.min(shown.length - 1, position + (event.key === "ArrowDown" ? 1 : -1)));
    if (shown.length) select(steps[shown[position]][0]);
  });
  resumeButton.addEventListener("click", function () { send({ t: "resume" }); });
  pauseButton.addEventListener("click", function () { send({ t: paused ? "continue" : "pause" }); });
  connect();
})();
