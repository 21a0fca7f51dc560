import Foundation

/// The browser's side of the protocol, inlined into every page: opens the WebSocket, sends
/// events for the controls the server rendered, applies patches, keeps the address bar in step
/// with the session's path, shows dialogs as modals, and reconnects when the socket drops.
///
/// The socket carries the session's id and its socket key (`WebSession.socketKey`), which only
/// the page's body holds (`data-key`): links' URLs carry the id for a tab without the script
/// (`WebLinkQuery`), but never the key, so a copied link cannot open the session's socket.
///
/// The tab's session id and key are kept in `sessionStorage`, which a reload of the tab keeps
/// and a new tab does not have: the first socket of a reloaded page names them (`r`), and the
/// server lets the tab rejoin that session (see `WebSessionRegistry.connect`). The address bar
/// never shows them, and `sessionStorage` is readable by this origin's pages in this tab only.
///
/// The hooks the end-to-end tests drive (`window.tcaWeb`) are in the script only when the
/// server is told to expose them (``WebConfiguration/exposesTestHooks``).
enum WebClientScript {
  /// The script of a page, with the end-to-end tests' hooks if `testHooks`.
  static func source(testHooks: Bool) -> String {
    testHooks ? withTestHooks : withoutTestHooks
  }

  private static let withoutTestHooks = template.replacingOccurrences(
    of: hooksMarker, with: "")
  private static let withTestHooks = template.replacingOccurrences(
    of: hooksMarker, with: hooks)

  private static let hooksMarker = "/*tca-test-hooks*/"

  /// Hooks for the end-to-end tests: drop the socket; hold incoming frames, then deliver some.
  private static let hooks = #"""
    window.tcaWeb={
      drop:function(){if(ws)ws.close();},
      hold:function(){held=held||[];},
      release:function(n){var h=held;held=null;var rest=h.splice(n);h.forEach(receive);if(rest.length)held=rest;},
      held:function(){return held?held.length:0;}
    };
    """#

  private static let template = #"""
    (function(){
    "use strict";
    var root=document.getElementById("tca-root");
    var sid=root.getAttribute("data-session");
    var key=root.getAttribute("data-key");
    var version=root.getAttribute("data-version");
    var ws=null,attempt=0,navigating=false,closed=false;
    // Events made while the socket is opening or reconnecting wait here, in order, and are sent
    // once, when it opens; a tab offline for long keeps at most the latest 64.
    var pending=[];
    var storage=null;try{storage=window.sessionStorage;}catch(e){}
    // The previous page's session in this tab, as `ID.KEY`.
    var previous=storage?storage.getItem("tca-session"):null;
    if(previous===sid+"."+key)previous=null;
    function node(path){var n=root.firstChild;for(var i=0;i<path.length;i++)n=n.childNodes[path[i]];return n;}
    function parse(html){var t=document.createElement("template");t.innerHTML=html;return t.content.firstChild;}
    function setAttribute(el,name,value){
      if(name==="value"&&/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)){
        // Never overwrite the text the user is typing into the focused field.
        if(el!==document.activeElement)el.value=value;
      }else if(name==="checked"){el.checked=true;}
      el.setAttribute(name,value);
    }
    function apply(p){
      var n=node(p[1]);
      switch(p[0]){
      case "t":n.data=p[2];break;
      case "a":setAttribute(n,p[2],p[3]);break;
      case "r":if(p[2]==="checked")n.checked=false;n.removeAttribute(p[2]);break;
      case "i":n.insertBefore(parse(p[3]),n.childNodes[p[2]]||null);break;
      case "d":n.removeChild(n.childNodes[p[2]]);break;
      case "m":var c=n.childNodes[p[2]];n.removeChild(c);n.insertBefore(c,n.childNodes[p[3]]||null);break;
      case "x":if(p[1].length===0){root.replaceChildren(parse(p[2]));}else{n.replaceWith(parse(p[2]));}break;
      }
    }
    function dialogs(){
      root.querySelectorAll("dialog[data-modal]").forEach(function(d){
        if(d.hasAttribute("data-shown"))return;
        d.setAttribute("data-shown","");
        if(d.open)d.close();
        d.showModal();
      });
    }
    function send(message){
      if(closed)return;
      if(ws&&ws.readyState===1&&pending.length===0){ws.send(JSON.stringify(message));return;}
      pending.push(message);
      if(pending.length>64)pending.shift();
    }
    function flush(){
      while(pending.length>0&&ws&&ws.readyState===1)ws.send(JSON.stringify(pending.shift()));
    }
    function control(target,kind){
      for(var el=target;el&&el!==root;el=el.parentNode){
        if(el.nodeType===1&&el.hasAttribute("data-cid")){
          if((" "+el.getAttribute("data-on")+" ").indexOf(" "+kind+" ")>=0)return el;
        }
      }
      return null;
    }
    function payload(el,kind){
      if(kind==="submit")return new URLSearchParams(new FormData(el)).toString();
      if(kind==="click"||kind==="cancel")return "";
      if(el.type==="checkbox")return el.checked?"true":"false";
      return el.value===undefined?"":String(el.value);
    }
    ["click","input","change","submit","cancel"].forEach(function(kind){
      root.addEventListener(kind,function(e){
        var el=control(e.target,kind);
        if(kind==="cancel")e.preventDefault();
        if(!el)return;
        if(kind==="submit"||el.tagName==="A"||el.tagName==="BUTTON")e.preventDefault();
        send({t:"event",c:el.getAttribute("data-cid"),e:kind,v:payload(el,kind)});
      },true);
    });
    // Each entry this page pushes records its depth (path components), so that a pop on the
    // server (a back link, saving a screen) goes back in the history instead of pushing the
    // parent's URL on top: the back button then leaves the screen that was popped.
    function depth(u){return u.split("?")[0].split("/").filter(function(c){return c.length>0;}).length;}
    function isAncestor(u,of){
      var a=u.split("?")[0].replace(/\/+$/,""),b=of.split("?")[0];
      return b.indexOf(a+"/")===0;
    }
    var expected=null;
    // A tab's first page (not a reload, which keeps its entries' state) on a deep link, such as
    // a new tab on /ID/edit, gets the screens above the one it shows in its history first, as a
    // native app's navigation stack holds the screens under one a link opened: Back goes to the
    // parent screen, then on up to the root, and only then leaves the app.
    if(!history.state||history.state.tcaDepth===undefined){
      var shown=root.getAttribute("data-path")||location.pathname;
      var parts=shown.split("/").filter(function(c){return c.length>0;});
      var here=shown===location.pathname?location.href:"/"+parts.join("/");
      history.replaceState({tcaDepth:0},"",parts.length>0?"/":here);
      for(var i=1;i<=parts.length;i++)
        history.pushState({tcaDepth:i},"",i<parts.length?"/"+parts.slice(0,i).join("/"):here);
    }
    window.addEventListener("popstate",function(){
      if(expected!==null){
        var target=expected;expected=null;
        if(location.pathname+location.search===target)return;
        history.replaceState({tcaDepth:depth(target)},"",target);
        return;
      }
      navigating=true;
      send({t:"nav",u:location.pathname+location.search});
    });
    var held=null;
    function receive(e){
      if(held){held.push(e);return;}
      var m=JSON.parse(e.data);
      // The server let the tab rejoin its previous session, whose key the tab sent.
      if(m.s!==undefined&&previous!==null){sid=m.s;key=previous.slice(previous.indexOf(".")+1);}
      if(previous!==null||storage&&storage.getItem("tca-session")!==sid+"."+key){
        previous=null;
        if(storage)try{storage.setItem("tca-session",sid+"."+key);}catch(x){}
      }
      if(m.e!==undefined){
        root.setAttribute("data-error",m.e);
        // The server closes this socket (another connection took the session, or a flood):
        // reconnecting would only take it back.
        if(m.closed){closed=true;pending=[];}
        if(m.reload)location.reload();
        return;
      }
      root.removeAttribute("data-error");
      if(m.p)m.p.forEach(apply);
      if(m.v!==undefined)version=m.v;
      if(m.u!==undefined&&m.u!==location.pathname+location.search){
        var here=location.pathname+location.search,state=history.state||{};
        var steps=state.tcaDepth!==undefined?state.tcaDepth-depth(m.u):0;
        if(navigating){history.replaceState({tcaDepth:depth(m.u)},"",m.u);}
        else if(steps>0&&isAncestor(m.u,here)){expected=m.u;history.go(-steps);}
        else{history.pushState({tcaDepth:depth(m.u)},"",m.u);}
      }
      navigating=false;
      dialogs();
    }
    function connect(){
      var scheme=location.protocol==="https:"?"wss:":"ws:";
      var resume=previous!==null?"&r="+encodeURIComponent(previous):"";
      ws=new WebSocket(scheme+"//"+location.host+"/ws?s="+encodeURIComponent(sid)+"&k="+encodeURIComponent(key)+"&v="+version+resume);
      ws.onopen=function(){attempt=0;navigating=true;root.setAttribute("data-connected","");flush();};
      ws.onmessage=receive;
      ws.onclose=function(){
        root.removeAttribute("data-connected");
        if(closed)return;
        setTimeout(connect,Math.min(5000,100*Math.pow(2,attempt++)));
      };
    }
    /*tca-test-hooks*/
    // Leaving the page closes its socket at once, so that the session is free for the page a
    // reload brings to rejoin.
    window.addEventListener("pagehide",function(){if(ws){ws.onclose=null;ws.close();ws=null;}});
    window.addEventListener("pageshow",function(e){if(e.persisted&&!ws)connect();});
    dialogs();
    connect();
    })();
    """#
}
